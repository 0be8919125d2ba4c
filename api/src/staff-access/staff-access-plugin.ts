import fp from 'fastify-plugin';
import { registerAuditLog } from './audit-hook';
import { staffRoleGuard } from './role-guard';

/**
 * Staff roles and the audit log: every `/admin` call is checked against the roles its URL needs
 * (`admin-url-roles.ts`), after the staff domain's login check, and every call that changes
 * something is written to `staff_audit_log`.
 */
export default fp(
  async (app) => {
    app.guardUrlTree('/admin', staffRoleGuard());
    registerAuditLog(app);
  },
  { name: 'staff-access', dependencies: ['staff'] },
);
