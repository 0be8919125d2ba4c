import { lazy, Suspense, useMemo } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { sanitizeHtml } from '../content/sanitize-html';
import { importWithReload } from '../remotes/chunk-reload';
import { $pendingConfirm } from './confirm-store';

// The dialog (and the kernel's modal and buttons) comes with the first question, not the first page.
const ConfirmDialog = lazy(
  importWithReload(() =>
    import('@chokdee/shared-kernel/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
  ),
);

/** The question as HTML from our API: sanitised before it is shown. */
function Question({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Mounted once in the shell frame: shows the question `confirm()` asked in the kernel's confirm dialog. */
export function ConfirmHost() {
  const pending = useStore($pendingConfirm);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        key={pending.id}
        {...pending.options}
        message={<Question html={pending.options.message} />}
        onConfirm={() => pending.answer(true)}
        onCancel={() => pending.answer(false)}
      />
    </Suspense>
  );
}
