import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { sanitizeHtml } from '../consent/sanitize-html';
import { $pendingConfirm } from './confirm-store';

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
    <ConfirmDialog
      key={pending.id}
      {...pending.options}
      message={<Question html={pending.options.message} />}
      onConfirm={() => pending.answer(true)}
      onCancel={() => pending.answer(false)}
    />
  );
}
