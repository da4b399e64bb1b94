import type { MintPreview } from '../../../domain/exchange/mintDraft';
import { BSV_UNIT } from './exchange.texts';
import { formatCount } from './exchangeFormat';
import { CODE_TYPE_LABELS, MINT_FIELD_LABELS as LABELS, PREVIEW_TEXTS, revenueSplitText, royaltyText } from './mint.texts';

/** What will be minted: name, type, language, each file with its SHA-256, supply, price and revenue split. */
export function MintPreviewPanel({ preview }: { readonly preview: MintPreview }) {
  const figures: readonly (readonly [string, string])[] = [
    [LABELS.name, preview.name],
    [LABELS.description, preview.description],
    [LABELS.codeType, CODE_TYPE_LABELS[preview.codeType]],
    [LABELS.language, preview.language],
    [LABELS.supply, formatCount(preview.supply)],
    [LABELS.price, `${preview.price} ${BSV_UNIT}`],
    [LABELS.revenueShare, revenueSplitText(preview.revenueSharePercent)],
    [LABELS.royalty, royaltyText(preview.royaltyPercent ?? 0)],
  ];
  return (
    <section className="exchange-mint-preview" aria-label={PREVIEW_TEXTS.title}>
      <h3>{PREVIEW_TEXTS.title}</h3>
      <dl className="exchange-dialog-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h4>{LABELS.files}</h4>
      {preview.files.length === 0 ? (
        <p className="exchange-muted">{PREVIEW_TEXTS.noFiles}</p>
      ) : (
        <ul className="exchange-preview-files" aria-label={LABELS.files}>
          {preview.files.map((file, index) => (
            <li key={`${index}-${file.name}`}>
              <span>{file.name}</span> <span className="exchange-muted">{PREVIEW_TEXTS.bytes(formatCount(file.size))}</span>
              <code aria-label={`${PREVIEW_TEXTS.sha256} of ${file.name}`}>{file.sha256}</code>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
