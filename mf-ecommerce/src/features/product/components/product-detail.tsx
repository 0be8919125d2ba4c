import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import { appPaths } from '@chokdee/shared-contract/app-paths';
import { emit } from '@chokdee/shared-kernel/events';
import type { ProductDetail as Product } from '@chokdee/shared-contract/schemas/shop';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ChoiceField } from '@chokdee/shared-kernel/ui/choice-field';
import { QuantityStepper } from '@chokdee/shared-kernel/ui/quantity-stepper';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Price } from '../../../components/price';
import { addToEcomCart, openCartPanel } from '../../../stores/ecommerce-cart';
import { pickVariant, variantOptions } from '../variant-choice';
import styles from './product-detail.module.css';

const asOption = (value: string) => ({ value, label: value });

/** `/ecommerce/store/{productCode}`: the picture, the variant picker (group × sub-group), quantity, add to cart. */
export function ProductDetail({ product }: { product: Product }) {
  const user = useStore($user);
  const { pathname } = useLocation();
  const { names, subNames } = variantOptions(product.variants);
  const [name, setName] = useState<string | null>(names[0] ?? null);
  const [subName, setSubName] = useState<string | null>(subNames[0] ?? null);
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const variant = pickVariant(product.variants, name, subNames.length ? subName : null);

  async function add() {
    if (!variant) return;
    setBusy(true);
    setError(null);
    try {
      await addToEcomCart(variant.id, quantity, variant.discounted_price);
      emit('toast:show', { message: 'เพิ่มสินค้าลงตะกร้าแล้ว' });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={styles.detail}>
      <img
        src={assetUrl(product.image_url) ?? ''}
        alt={product.name}
        width={400}
        height={400}
        className={styles.image}
      />
      <div className={styles.info}>
        <h1>{product.name}</h1>
        <p className={styles.muted}>
          {product.shop.name} · {product.category.name}
        </p>
        <p>{product.description}</p>
        <ChoiceField
          label={product.group_name}
          name="variant"
          options={names.map(asOption)}
          value={name}
          onChange={setName}
          minOptionWidth="6rem"
          compact
        />
        {product.sub_group_name && subNames.length ? (
          <ChoiceField
            label={product.sub_group_name}
            name="sub-variant"
            options={subNames.map(asOption)}
            value={subName}
            onChange={setSubName}
            minOptionWidth="6rem"
            compact
          />
        ) : null}
        {variant ? (
          <>
            <p className={styles.price}>
              <Price price={variant.discounted_price} original={variant.price} />
            </p>
            <p className={styles.muted}>{variant.stock > 0 ? `เหลือ ${variant.stock} ชิ้น` : 'สินค้าหมด'}</p>
          </>
        ) : (
          <p className={styles.muted}>ไม่มีตัวเลือกนี้</p>
        )}
        {user ? (
          <div className={styles.buy}>
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              label="จำนวน"
              min={1}
              max={Math.max(1, variant?.stock ?? 1)}
            />
            <button
              type="button"
              className={buttons.primary}
              disabled={!variant || variant.stock === 0 || busy}
              onClick={add}
            >
              หยิบใส่ตะกร้า
            </button>
            <button type="button" className={buttons.flat} onClick={openCartPanel}>
              ดูตะกร้าสินค้า
            </button>
          </div>
        ) : (
          <AppLink href={appPaths.login.getHref(pathname)} className={buttons.primary}>
            เข้าสู่ระบบเพื่อสั่งซื้อ
          </AppLink>
        )}
        {error ? (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        ) : null}
      </div>
    </article>
  );
}
