import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import type { ApiError } from '@chokdee/shared-contract/schemas/api-error';
import { BuyerRequirementFix } from '@chokdee/shared-kernel/ui/buyer-requirement-fix';
import { fetchReward, redeemReward } from '@chokdee/shared-kernel/api/member';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import {
  MAX_REDEMPTION_QUANTITY,
  REWARD_MESSAGES,
  type Redemption,
  type Reward,
} from '@chokdee/shared-contract/schemas/reward';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { paths } from '../../config/paths';
import { LoginPrompt } from '../../components/login-prompt';
import { useMember } from '../../lib/use-member';
import styles from '../../components/account-page.module.css';
import { PointsBalance } from '../../features/rewards/components/points-balance';
import { QuantityStepper } from '@chokdee/shared-kernel/ui/quantity-stepper';
import { usePointsBalance } from '../../features/rewards/hooks/use-points-balance';
import { refreshPoints } from '@chokdee/shared-kernel/stores/points';
import { formatPoints } from '../../features/rewards/utils/reward-texts';
import local from './reward-detail.module.css';
import { fieldStyles as fields } from '@chokdee/shared-kernel/ui/text-field';

/** /rewards/:code — one reward: choose a variant and quantity, then redeem it for points. */
export function RewardDetailPage() {
  const { code = '' } = useParams();
  const reward = useRequest(requestKeys.member.reward(code), (signal) => fetchReward(code, { signal }));

  return (
    <div className={styles.page}>
      <p className={local.back}>
        <Link to={paths.rewards.getHref()} className={styles.link}>
          ‹ ของรางวัลทั้งหมด
        </Link>
      </p>
      {reward.status === 'loading' && <LoadingState label="กำลังโหลดของรางวัล…" />}
      {reward.status === 'error' && (
        <div className={styles.card}>
          <h1 className={styles.title}>ไม่พบของรางวัล</h1>
          <FormAlert>{reward.error.message}</FormAlert>
        </div>
      )}
      {reward.status === 'success' && <RewardDetail reward={reward.data} />}
    </div>
  );
}

function RewardDetail({ reward }: { reward: Reward }) {
  const member = useMember();
  return (
    <article className={local.layout}>
      <div className={local.media}>
        <img src={reward.image.url} alt={reward.name} className={local.image} />
        {reward.is_new && <span className={local.badge}>ใหม่</span>}
      </div>
      <div className={local.info}>
        <h1 className={styles.title}>{reward.name}</h1>
        <p className={local.points}>{formatPoints(reward.points)}</p>
        <p className={styles.muted}>{reward.description}</p>
        <p className={reward.stock === 0 ? local.soldOut : styles.muted}>
          {reward.stock === 0 ? REWARD_MESSAGES.outOfStock : `คงเหลือ ${formatInteger(reward.stock)} ชิ้น`}
        </p>
        {!member.ready && <LoadingState label="กำลังโหลดข้อมูลสมาชิก…" />}
        {member.ready && !member.user && <LoginPrompt message="เข้าสู่ระบบเพื่อแลกของรางวัลด้วยแต้มสะสมของคุณ" />}
        {member.user && <RedeemForm reward={reward} />}
      </div>
    </article>
  );
}

type RedeemFormProps = { reward: Reward };

function RedeemForm({ reward }: RedeemFormProps) {
  const variantId = useId();
  const balance = usePointsBalance();
  const hasVariants = reward.variants.length > 0;
  const [variantCode, setVariantCode] = useState('');
  const [quantity, setQuantity] = useState(1);
  const [variantError, setVariantError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [redeeming, setRedeeming] = useState(false);
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [done, setDone] = useState<Redemption | null>(null);

  const variant = reward.variants.find((v) => v.code === variantCode);
  const stock = variant ? variant.stock : reward.stock;
  const maxQuantity = Math.max(1, Math.min(MAX_REDEMPTION_QUANTITY, stock));
  const total = reward.points * quantity;
  const known = balance.status === 'ready' ? balance.balance : null;
  const short = known !== null && total > known;
  // Beside a success the balance is what that redemption left: short for another, not for this one.
  const shortShown = short && !done;

  function ask() {
    setFailure(null);
    setDone(null);
    if (hasVariants && !variant) {
      setVariantError(REWARD_MESSAGES.variantRequired);
      return;
    }
    setConfirming(true);
  }

  async function redeem() {
    setRedeeming(true);
    try {
      const redemption = await redeemReward({
        reward_code: reward.code,
        reward_variant_code: variant?.code ?? null,
        quantity,
      });
      setDone(redemption);
      void refreshPoints();
    } catch (e) {
      setFailure(toApiError(e));
    } finally {
      setRedeeming(false);
      setConfirming(false);
    }
  }

  const what = `${reward.name}${variant ? ` (${variant.name})` : ''} จำนวน ${quantity} ชิ้น`;

  return (
    <div className={`${styles.card} ${local.redeem}`}>
      <PointsBalance balance={balance} />
      {hasVariants && (
        <div className={fields.field}>
          <label htmlFor={variantId} className={fields.label}>
            <span aria-hidden="true">* </span>ตัวเลือก
          </label>
          <select
            id={variantId}
            className={fields.input}
            value={variantCode}
            aria-required="true"
            aria-invalid={variantError ? true : undefined}
            aria-describedby={variantError ? `${variantId}-error` : undefined}
            onChange={(e) => {
              setVariantCode(e.target.value);
              setVariantError(null);
              setQuantity(1);
              setDone(null);
            }}
          >
            <option value="">เลือกตัวเลือก</option>
            {reward.variants.map((v) => (
              <option key={v.code} value={v.code} disabled={v.stock === 0}>
                {v.stock === 0 ? `${v.name} (หมด)` : v.name}
              </option>
            ))}
          </select>
          {variantError && (
            <p id={`${variantId}-error`} className={fields.error}>
              {variantError}
            </p>
          )}
        </div>
      )}
      <QuantityStepper
        value={quantity}
        max={maxQuantity}
        onChange={(value) => {
          setQuantity(value);
          // A new choice is a new redemption: its own check of the points shows again.
          setDone(null);
        }}
        label="จำนวน"
        visibleLabel
      />
      <p className={local.total}>
        ใช้ทั้งหมด <strong>{formatPoints(total)}</strong>
      </p>
      {shortShown && (
        <FormAlert>{`${REWARD_MESSAGES.notEnoughPoints} (ขาดอีก ${formatPoints(total - (known ?? 0))})`}</FormAlert>
      )}
      {failure && (
        <FormAlert>
          <p className={local.failure}>{failure.message}</p>
          {/* Refused for a phone or a birth date the member can give: the button leads there and back. */}
          <BuyerRequirementFix code={failure.code} className={`${buttons.secondary} ${buttons.small}`} />
        </FormAlert>
      )}
      {done && (
        <FormAlert tone="success">
          แลกของรางวัลสำเร็จ{' '}
          <Link to={paths.redemption.getHref(done.code)} className={styles.link}>
            ดูรายการ {done.code}
          </Link>
        </FormAlert>
      )}
      <button
        type="button"
        className={buttons.primary}
        onClick={ask}
        disabled={reward.stock === 0 || short || redeeming}
      >
        แลกของรางวัล
      </button>
      {confirming && (
        <ConfirmDialog
          title="ยืนยันการแลกของรางวัล"
          message={`แลก ${what} ใช้ ${formatPoints(total)}`}
          okText="แลกของรางวัล"
          busy={redeeming}
          onConfirm={redeem}
          onCancel={() => setConfirming(false)}
        />
      )}
    </div>
  );
}
