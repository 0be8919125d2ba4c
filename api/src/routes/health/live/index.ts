/**
 * Liveness: the process answers, whatever the database does and even while it drains (a probe
 * that restarts the process on this gains nothing from a database outage). The same answer as
 * `/health`, which scripts already call: one plugin serves both folders.
 */
export { default } from '../index';
