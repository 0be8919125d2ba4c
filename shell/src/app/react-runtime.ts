// React and its DOM renderer, imported on their own by the entry's first stage (start-in-stages.ts):
// their factories are the largest part of the first load's evaluation.
import 'react';
import 'react-dom/client';
