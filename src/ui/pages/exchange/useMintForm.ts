import { useRef, useState } from 'react';
import { MintCodeNft } from '../../../application/exchange/mintCodeNft';
import { PrepareMint } from '../../../application/exchange/prepareMint';
import type { MintField, MintFieldError, MintPreview } from '../../../domain/exchange/mintDraft';
import { MINT_CODE_TYPES, MINT_LANGUAGES, REVENUE_SHARE_PERCENT } from '../../../domain/exchange/mintRules';
import type { MintReceipt, PortfolioError } from '../../../ports/portfolio.port';
import { ROYALTY_PERCENT } from '../../../domain/exchange/market/royaltyRules';
import { useService } from '../../app/useService';

/** The form's values as typed; the files as chosen. */
export interface MintFormValues {
  readonly name: string;
  readonly description: string;
  readonly codeType: string;
  readonly language: string;
  readonly files: readonly File[];
  readonly supply: string;
  readonly price: string;
  readonly revenueSharePercent: number;
  readonly royaltyPercent: number;
}

const INITIAL_VALUES: MintFormValues = {
  name: '',
  description: '',
  codeType: MINT_CODE_TYPES[0]!,
  language: MINT_LANGUAGES[0],
  files: [],
  supply: '',
  price: '',
  revenueSharePercent: REVENUE_SHARE_PERCENT.initial,
  royaltyPercent: ROYALTY_PERCENT.initial,
};

/** Where the form stands: editing (with the refused fields of the last try), previewing, or minted / refused. */
export type MintStage =
  | { readonly kind: 'editing'; readonly errors: readonly MintFieldError[] }
  | { readonly kind: 'preview'; readonly preview: MintPreview; readonly busy: boolean }
  | { readonly kind: 'done'; readonly preview: MintPreview; readonly outcome: { ok: true; value: MintReceipt } | { ok: false; error: PortfolioError } };

/**
 * The mint form's state and intents: values are kept as typed through every failure; `submit` checks them and
 * digests the files into a preview (PrepareMint); `confirm` mints the preview (MintCodeNft); `edit` goes back.
 */
/** The bytes as UTF-8 text, a byte order mark kept (so the text digests as the file does); null when they are not UTF-8. */
function utf8Text(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

export function useMintForm() {
  const prepare = useService(PrepareMint);
  const mint = useService(MintCodeNft);
  const [values, setValues] = useState(INITIAL_VALUES);
  const [stage, setStage] = useState<MintStage>({ kind: 'editing', errors: [] });
  const [preparing, setPreparing] = useState(false);
  /** Counts finished checks, so the view can move focus once the outcome of each is rendered. */
  const [checks, setChecks] = useState(0);
  const latest = useRef(0);

  /** Changes one value; a shown preview or outcome no longer matches the form, so it is dropped. */
  const set = <K extends keyof MintFormValues>(key: K, value: MintFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setStage((current) => (current.kind === 'editing' ? current : { kind: 'editing', errors: [] }));
  };

  const submit = async (): Promise<void> => {
    const attempt = ++latest.current;
    setPreparing(true);
    const files = values.files.map((file) => {
      let bytes: Promise<Uint8Array> | null = null;
      const read = () => (bytes ??= file.arrayBuffer().then((buffer) => new Uint8Array(buffer)));
      return { name: file.name, size: file.size, read, readText: async () => utf8Text(await read()) };
    });
    const result = await prepare.execute({ ...values, files });
    if (attempt !== latest.current) return;
    setPreparing(false);
    setStage(result.ok ? { kind: 'preview', preview: result.value, busy: false } : { kind: 'editing', errors: result.error });
    setChecks((count) => count + 1);
  };

  const confirm = async (): Promise<void> => {
    if (stage.kind !== 'preview' || stage.busy) return;
    const preview = stage.preview;
    setStage({ kind: 'preview', preview, busy: true });
    const outcome = await mint.execute(preview);
    setStage({ kind: 'done', preview, outcome });
  };

  const edit = () => setStage({ kind: 'editing', errors: [] });
  const errorsOf = (field: MintField) => (stage.kind === 'editing' ? stage.errors.filter((error) => error.field === field) : []);

  return { values, set, stage, preparing, checks, submit, confirm, edit, errorsOf };
}
