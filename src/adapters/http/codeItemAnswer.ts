import type { CodeItem } from '../../domain/exchange/codeItem';
import { MINT_CODE_TYPES } from '../../domain/exchange/mintRules';
import { isRecord } from '../../domain/session/isRecord';
import { safeHttpUrl } from '../../domain/shared/httpUrl';

const SHA256 = /^[0-9a-f]{64}$/;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * A link the server gave for an item, made absolute against this page's origin, only when it is then an http(s)
 * URL without whitespace or control characters (`safeHttpUrl`); else null. `javascript:` and the like never pass.
 */
export function itemUrl(url: unknown, origin: string): string | null {
  if (!isText(url)) return null;
  // The server's own pages come as paths (`/sandbox-wallet/items/…`); `//host` is another site, not a path.
  return safeHttpUrl(url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url);
}

/** One item of the server's `{items}` answer, checked field by field; null when malformed. */
export function codeItemOfAnswer(value: unknown, origin: string): CodeItem | null {
  if (!isRecord(value)) return null;
  const { id, name, description, codeType, language, files, supply, price, revenueSharePercent, mintedAt } = value;
  if (!isText(id) || !isText(name) || !isText(description) || !isText(language) || !Array.isArray(files)) return null;
  if (!isText(codeType) || !(MINT_CODE_TYPES as readonly string[]).includes(codeType)) return null;
  if (!isNumber(supply) || !isNumber(price) || !isNumber(revenueSharePercent) || !isNumber(mintedAt)) return null;
  const checkedFiles = files.flatMap((file: unknown) =>
    isRecord(file) && isText(file['name']) && isText(file['sha256']) && SHA256.test(file['sha256']) ? [{ name: file['name'], sha256: file['sha256'] }] : [],
  );
  return {
    id,
    name,
    description,
    codeType: codeType as CodeItem['codeType'],
    language,
    files: checkedFiles,
    supply,
    price,
    revenueSharePercent,
    mintedAt,
    url: itemUrl(value['url'], origin),
  };
}
