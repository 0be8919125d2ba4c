import { PASSWORD_MIN_LENGTH } from '@chokdee/shared-contract/schemas/auth';

/** The members' password rule, which operators' passwords follow (the API checks it). */
export const PASSWORD_HINT = `อย่างน้อย ${PASSWORD_MIN_LENGTH} ตัว มีทั้งตัวอักษรและตัวเลข`;
