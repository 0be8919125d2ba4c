import './zod-no-eval';
import { preloadFirstCalls } from './app/preload-first-calls';

// The catalog and the popup's version start downloading now, beside the first load's scripts.
preloadFirstCalls();
// The async boundary: shared modules (react, the kernel…) are negotiated before bootstrap runs.
void import('./bootstrap');
