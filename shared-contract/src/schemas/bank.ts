// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { stripEmoji, validationMessage } from '../validation/messages';

/** Spec §3 Bank list: the codes members choose from, with the Thai names shown for them. */
export const BANKS = [
  { code: 'BBL', name: 'ธนาคารกรุงเทพ' },
  { code: 'KBANK', name: 'ธนาคารกสิกรไทย' },
  { code: 'KTB', name: 'ธนาคารกรุงไทย' },
  { code: 'TMB', name: 'ธนาคารทหารไทยธนชาต' },
  { code: 'SCB', name: 'ธนาคารไทยพาณิชย์' },
  { code: 'BAY', name: 'ธนาคารกรุงศรีอยุธยา' },
  { code: 'KKP', name: 'ธนาคารเกียรตินาคินภัทร' },
  { code: 'CIMBT', name: 'ธนาคารซีไอเอ็มบี ไทย' },
  { code: 'TISCO', name: 'ธนาคารทิสโก้' },
  { code: 'TBANK', name: 'ธนาคารธนชาต' },
  { code: 'UOBT', name: 'ธนาคารยูโอบี' },
  { code: 'TCD', name: 'ธนาคารไทยเครดิต' },
  { code: 'LHFG', name: 'ธนาคารแลนด์ แอนด์ เฮ้าส์' },
  { code: 'ICBCT', name: 'ธนาคารไอซีบีซี (ไทย)' },
  { code: 'GSB', name: 'ธนาคารออมสิน' },
  { code: 'GHB', name: 'ธนาคารอาคารสงเคราะห์' },
  { code: 'ISBT', name: 'ธนาคารอิสลามแห่งประเทศไทย' },
  { code: 'BAAC', name: 'ธนาคารเพื่อการเกษตรและสหกรณ์การเกษตร' },
  { code: 'SME', name: 'ธนาคารพัฒนาวิสาหกิจขนาดกลางและขนาดย่อมแห่งประเทศไทย' },
  { code: 'EXIM', name: 'ธนาคารเพื่อการส่งออกและนำเข้าแห่งประเทศไทย' },
] as const;

export type BankCode = (typeof BANKS)[number]['code'];

export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

const BANK_NAMES = new Map<string, string>(BANKS.map((bank) => [bank.code, bank.name]));

/** The Bank of Thailand's 3-digit codes (as in a slip's QR code) of the banks above. */
const BANK_NUMBERS: Record<string, BankCode> = {
  '002': 'BBL',
  '004': 'KBANK',
  '006': 'KTB',
  '011': 'TMB',
  '014': 'SCB',
  '022': 'CIMBT',
  '024': 'UOBT',
  '025': 'BAY',
  '030': 'GSB',
  '033': 'GHB',
  '034': 'BAAC',
  '035': 'EXIM',
  '065': 'TBANK',
  '066': 'ISBT',
  '067': 'TISCO',
  '069': 'KKP',
  '070': 'ICBCT',
  '071': 'TCD',
  '073': 'LHFG',
  '098': 'SME',
};

/** A slip's sending bank (3-digit code) as its Thai name with the code, or the code alone when unknown. */
export function slipBankLabel(number: string): string {
  const code = BANK_NUMBERS[number];
  return code ? `${BANK_NAMES.get(code)} (${number})` : `รหัสธนาคาร ${number}`;
}

/** Spec §3: a bank code shown as its Thai name, '-' when the code is unknown or empty. */
export function bankLabel(code: string | null | undefined): string {
  return (code && BANK_NAMES.get(code)) || '-';
}

/** Savings banks of the state number accounts with 12 digits; the commercial banks use 10. */
const TWELVE_DIGIT_BANKS: ReadonlySet<string> = new Set(['GSB', 'BAAC', 'GHB', 'ISBT']);

export function bankAccountNumberLength(code: string): 10 | 12 {
  return TWELVE_DIGIT_BANKS.has(code) ? 12 : 10;
}

export const BANK_FIELD_LABELS = {
  bank_code: 'ธนาคาร',
  account_number: 'เลขที่บัญชี',
  account_name: 'ชื่อบัญชี',
} as const;

export const BANK_MESSAGES = {
  bankRequired: 'กรุณาเลือกธนาคาร',
  unknownBank: 'ไม่พบธนาคารที่เลือก',
} as const;

export const BankCodeSchema = z.enum(BANK_CODES, { error: BANK_MESSAGES.unknownBank });

export const BankSchema = z.object({ code: BankCodeSchema, name: z.string() });

/** The member's payout account (one per member). */
export const BankAccountSchema = z.object({
  bank_code: BankCodeSchema,
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});

const required = (field: keyof typeof BANK_FIELD_LABELS) =>
  validationMessage('required', { field: BANK_FIELD_LABELS[field] });

/**
 * PUT /public/v2/members/bank-account. Spaces and dashes of a pasted number ('123-4-56789-0') are
 * dropped; what is left must be digits only, as many as the bank uses.
 */
export const BankAccountBodySchema = z
  .object({
    bank_code: z.pipe(
      z
        .string({ error: BANK_MESSAGES.bankRequired })
        .check(z.trim(), z.minLength(1, BANK_MESSAGES.bankRequired)),
      BankCodeSchema,
    ),
    account_number: z.pipe(
      z.pipe(
        z.string({ error: required('account_number') }),
        z.transform((value: string) => value.replace(/[\s-]/g, '')),
      ),
      z
        .string()
        .check(
          z.minLength(1, { error: required('account_number'), abort: true }),
          z.regex(/^\d+$/, validationMessage('numeric', { field: BANK_FIELD_LABELS.account_number })),
        ),
    ),
    account_name: z.pipe(
      z.pipe(
        z.string({ error: required('account_name') }),
        z.transform((value: string) => stripEmoji(value).trim()),
      ),
      z
        .string()
        .check(
          z.minLength(1, { error: required('account_name'), abort: true }),
          z.maxLength(100, validationMessage('max', { field: BANK_FIELD_LABELS.account_name, length: 100 })),
        ),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      const length = bankAccountNumberLength(value.bank_code);
      if (value.account_number.length !== length) {
        ctx.addIssue({
          code: 'custom',
          path: ['account_number'],
          message: `${BANK_FIELD_LABELS.account_number}ต้องเป็นตัวเลข ${length} หลัก`,
        });
      }
    }),
  );

export type Bank = z.infer<typeof BankSchema>;
export type BankAccount = z.infer<typeof BankAccountSchema>;
export type BankAccountBody = z.input<typeof BankAccountBodySchema>;
