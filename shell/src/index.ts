// The async boundary: shared modules (react, the kernel…) are negotiated before bootstrap runs.
void import('./bootstrap');
