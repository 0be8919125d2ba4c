import { appPaths } from '@chokdee/shared-contract/app-paths';
import { navigate } from '../navigation';
import {
  BUYER_REQUIREMENT_FIXES,
  isBuyerRequirement,
  type BuyerRequirement,
} from '@chokdee/shared-contract/rules/buyer-requirements';
import { saveIntent } from '../stores/intent';
import { buttonStyles } from './buttons';

/**
 * Sends the member to fix what the API refused them for, then back to `returnTo`: the phone
 * through /members/verify-phone (the intent is saved; after the code, spec §4's post-login order
 * asks for a missing birth date too), the birth date through the slim profile step. An age cannot
 * be fixed: nothing happens.
 */
export function goToBuyerRequirementFix(requirement: BuyerRequirement, returnTo: string): void {
  if (requirement === 'phone_not_verified') {
    saveIntent(returnTo);
    navigate(appPaths.verifyPhone.getHref());
  } else if (requirement === 'date_of_birth_missing') {
    navigate(appPaths.profileEdit.getHref(returnTo));
  }
}

export type BuyerRequirementFixProps = {
  /** The refusal's `code` (ApiError): anything but a buyer requirement with a fix renders nothing. */
  code: string | undefined;
  /** Where to come back to; default the page in the address bar (widgets have no router of their own). */
  returnTo?: string;
  /** Default: a primary button. */
  className?: string;
  /** Called before leaving (close a panel, a toast). */
  onLeave?: () => void;
};

/**
 * The button under a spending call's refusal (the API's Thai message shows above it):
 * 'ยืนยันเบอร์โทรศัพท์' or 'กรอกวันเกิด', leading to the fix and back.
 */
export function BuyerRequirementFix({ code, returnTo, className, onLeave }: BuyerRequirementFixProps) {
  if (!isBuyerRequirement(code)) return null;
  const label = BUYER_REQUIREMENT_FIXES[code];
  if (!label) return null;
  return (
    <button
      type="button"
      className={className ?? buttonStyles.primary}
      onClick={() => {
        onLeave?.();
        goToBuyerRequirementFix(code, returnTo ?? `${window.location.pathname}${window.location.search}`);
      }}
    >
      {label}
    </button>
  );
}
