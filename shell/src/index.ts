import './zod-no-eval';
// The first paint's styles (the page's HTML may carry the announcement's first slide): linked in the
// head, so they apply before any script runs.
// By path, not by the kernel's shared name: a shared module loads later, with the kernel's chunk.
import '../../shared-kernel/src/ui/tokens.css';
// Self-hosted Noto Sans Thai (DESIGN.md §7): the Thai and Latin faces of the two weights we use,
// bundled and served from our origin (styles/fonts.css says why not @fontsource's own CSS).
import './styles/fonts.css';
import './styles/global.css';
import './popups/first-announcement.css';
import './remotes/server-page.css';
import { preloadFirstCalls } from './app/preload-first-calls';
import { startInStages } from './app/start-in-stages';
import { firstAnnouncementPainted } from './popups/first-announcement';

// The catalog and the popup's version start downloading now, beside the first load's scripts.
preloadFirstCalls();
// The async boundary: shared modules (react, the kernel…) are negotiated before bootstrap runs.
// When the page's HTML carries the announcement's first slide, the visitor's first sight, the
// app's code starts once that is on screen (or after 1.5 s): started at once, its work held the
// slide's paint back until most of the first load had run. React, then the libraries the shell
// builds on, then the shell's own modules are each evaluated in a task of their own.
void startInStages([
  () => firstAnnouncementPainted(document, 1500),
  () => import('./app/react-runtime'),
  () => import('./app/shell-libraries'),
  () => import('./bootstrap'),
]);
