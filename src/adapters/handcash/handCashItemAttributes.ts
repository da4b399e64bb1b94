import type { CodeItem, CodeItemFile } from '../../domain/exchange/codeItem';
import type { CodeType } from '../../domain/exchange/listing';
import type { MintPreview } from '../../domain/exchange/mintDraft';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';
import { isRecord } from '../../domain/session/isRecord';

/** A HandCash item attribute as the minter takes it and the inventory returns it. */
export interface ItemAttribute {
  readonly name: string;
  readonly displayType: 'string' | 'number';
  readonly value: string | number;
}

/** The attribute names a code NFT carries at HandCash; file digests are `File 1`, `File 2`… */
export const CODE_ITEM_ATTRIBUTES = {
  codeType: 'Code type',
  language: 'Language',
  supply: 'Token supply',
  price: 'Token price (BSV)',
  /** The price's name on items minted before the exchange spoke BSV only; still read. */
  legacyPrice: 'Token price (BTC)',
  revenueShare: 'Revenue share (%)',
  royalty: 'Creator royalty (%)',
  mintedAt: 'Minted at',
  filePrefix: 'File ',
} as const;

const A = CODE_ITEM_ATTRIBUTES;
/** A file attribute's value: `sha256sum` output (`<digest>  <name>`). */
const FILE_VALUE = /^([0-9a-f]{64}) {2}(.+)$/;

/** The attributes of a code NFT: code type, language, token figures, mint time and each file's SHA-256. */
export function codeItemAttributes(preview: MintPreview, mintedAt: number): ItemAttribute[] {
  return [
    { name: A.codeType, displayType: 'string', value: preview.codeType },
    { name: A.language, displayType: 'string', value: preview.language },
    { name: A.supply, displayType: 'number', value: preview.supply },
    { name: A.price, displayType: 'number', value: preview.price },
    { name: A.revenueShare, displayType: 'number', value: preview.revenueSharePercent },
    // A royalty is stated only when one is paid, so an item without one reads as it did before royalties.
    ...(preview.royaltyPercent !== undefined && preview.royaltyPercent > 0 ? [{ name: A.royalty, displayType: 'number' as const, value: preview.royaltyPercent }] : []),
    { name: A.mintedAt, displayType: 'number', value: mintedAt },
    ...preview.files.map((file, index): ItemAttribute => ({
      name: `${A.filePrefix}${index + 1}`,
      displayType: 'string',
      value: `${file.sha256}  ${file.name}`,
    })),
  ];
}

/** The royalty an item states, only when above 0. */
const royaltyOf = (percent: number | null): { royaltyPercent?: number } => (percent !== null && percent > 0 ? { royaltyPercent: percent } : {});

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const number = (value: unknown): number | null => {
  const parsed = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(parsed) ? parsed : null;
};
const isCodeType = (value: string | null): value is CodeType => value !== null && (MINT_CODE_TYPES as readonly string[]).includes(value);

/** A HandCash inventory item as a code NFT; null when it is not one (no code type attribute) or is malformed. */
export function codeItemOf(item: unknown): CodeItem | null {
  if (!isRecord(item) || typeof item['id'] !== 'string' || typeof item['name'] !== 'string') return null;
  const attributes = new Map<string, unknown>();
  for (const attribute of Array.isArray(item['attributes']) ? item['attributes'] : []) {
    if (isRecord(attribute) && typeof attribute['name'] === 'string') attributes.set(attribute['name'], attribute['value']);
  }
  const codeType = text(attributes.get(A.codeType));
  if (!isCodeType(codeType)) return null;
  const files: CodeItemFile[] = [];
  for (const [name, value] of attributes) {
    const match = name.startsWith(A.filePrefix) ? FILE_VALUE.exec(text(value) ?? '') : null;
    if (match) files.push({ sha256: match[1]!, name: match[2]! });
  }
  return {
    id: item['id'],
    name: item['name'],
    description: text(item['description']) ?? '',
    codeType,
    language: text(attributes.get(A.language)) ?? '',
    files,
    supply: number(attributes.get(A.supply)) ?? number(item['count']) ?? 1,
    price: number(attributes.get(A.price) ?? attributes.get(A.legacyPrice)) ?? 0,
    revenueSharePercent: number(attributes.get(A.revenueShare)) ?? 0,
    ...royaltyOf(number(attributes.get(A.royalty))),
    mintedAt: number(attributes.get(A.mintedAt)) ?? 0,
    url: null,
  };
}
