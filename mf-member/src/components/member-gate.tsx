import type { ReactNode } from 'react';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { useMember } from '../lib/use-member';
import { LoginPrompt } from './login-prompt';

export type MemberGateProps = {
  children: (user: AuthUser) => ReactNode;
};

/**
 * Renders a member page once the member is known. The shell's guard already keeps visitors
 * out; this covers the moment before the saved token is checked and a session that just ended.
 */
export function MemberGate({ children }: MemberGateProps) {
  const member = useMember();
  if (!member.ready) return <LoadingState label="กำลังโหลดข้อมูลสมาชิก…" />;
  if (!member.user) return <LoginPrompt />;
  return <>{children(member.user)}</>;
}
