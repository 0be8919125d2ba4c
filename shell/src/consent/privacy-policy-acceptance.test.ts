import {
  PRIVACY_POLICY_COOKIE,
  acceptPrivacyPolicy,
  isPrivacyPolicyAccepted,
} from './privacy-policy-acceptance';

beforeEach(() => {
  document.cookie = `${PRIVACY_POLICY_COOKIE}=; path=/; max-age=0`;
});

it('is accepted only when the stored version is the current one (1)', () => {
  expect(isPrivacyPolicyAccepted()).toBe(false);
  document.cookie = `${PRIVACY_POLICY_COOKIE}=0; path=/`;
  expect(isPrivacyPolicyAccepted()).toBe(false);
  acceptPrivacyPolicy();
  expect(isPrivacyPolicyAccepted()).toBe(true);
});
