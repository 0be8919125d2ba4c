/** The look of a dialog button: filled brand red, filled danger red, outlined, or text only. */
export type ButtonVariant = 'primary' | 'danger' | 'secondary' | 'flat';

/** Spec §3 Confirm dialog options. */
export interface ConfirmOptions {
  /** Default 'ยืนยัน'. */
  title?: string;
  /** The question. HTML is allowed (it is sanitised before it is shown). */
  message: string;
  /** A smaller note under the question. */
  remark?: string;
  /** Default 'ยืนยัน'. */
  okText?: string;
  /** Default 'ยกเลิก'. */
  cancelText?: string;
  /** The OK button's look; default primary. */
  variant?: ButtonVariant;
  /** The cancel button's look; default flat. */
  cancelVariant?: ButtonVariant;
  /** Default true. */
  showOk?: boolean;
  /** Default true. */
  showCancel?: boolean;
}

export type ResolvedConfirmOptions = Required<Omit<ConfirmOptions, 'remark'>> &
  Pick<ConfirmOptions, 'remark'>;

export const CONFIRM_DEFAULTS = {
  title: 'ยืนยัน',
  okText: 'ยืนยัน',
  cancelText: 'ยกเลิก',
  variant: 'primary',
  cancelVariant: 'flat',
  showOk: true,
  showCancel: true,
} as const satisfies Omit<ResolvedConfirmOptions, 'message' | 'remark'>;

/** The options with the spec's defaults for whatever the caller left out (undefined included). */
export function withConfirmDefaults(options: ConfirmOptions): ResolvedConfirmOptions {
  return {
    title: options.title ?? CONFIRM_DEFAULTS.title,
    message: options.message,
    remark: options.remark,
    okText: options.okText ?? CONFIRM_DEFAULTS.okText,
    cancelText: options.cancelText ?? CONFIRM_DEFAULTS.cancelText,
    variant: options.variant ?? CONFIRM_DEFAULTS.variant,
    cancelVariant: options.cancelVariant ?? CONFIRM_DEFAULTS.cancelVariant,
    showOk: options.showOk ?? CONFIRM_DEFAULTS.showOk,
    showCancel: options.showCancel ?? CONFIRM_DEFAULTS.showCancel,
  };
}
