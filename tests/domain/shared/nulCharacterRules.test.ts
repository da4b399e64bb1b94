import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClaim } from '../../../src/domain/contracts/claim';
import type { MintDraft } from '../../../src/domain/exchange/mintDraft';
import { validateMintDraft } from '../../../src/domain/exchange/validateMintDraft';
import { validatePaymentDraft } from '../../../src/domain/payments/paymentRules';
import { NUL_CHARACTER } from '../../../src/domain/shared/storableText';

const MINT: MintDraft = {
  name: 'Wallet SDK',
  description: 'A wallet toolkit.',
  codeType: 'library',
  language: 'TypeScript',
  files: [{ name: 'wallet.ts', size: 1200 }],
  supply: '1000',
  price: '0.001',
  revenueSharePercent: 70,
};
const PAYMENT = { payee: '$octo', amount: '0.02', note: 'Thanks', idempotencyKey: 'k'.repeat(24) };
const CLAIM = { issueNumber: 12, githubUsername: 'octo', handcashHandle: '$audit', estimatedDays: 7 };

/** Any text, NUL and control characters included, and a text holding NUL somewhere. */
const anyText = fc.string({ unit: 'binary', maxLength: 12 });
const textWithNul = fc.tuple(anyText, anyText).map(([before, after]) => `${before}${NUL_CHARACTER}${after}`);
const keptText = (value: unknown): string => JSON.stringify(value);

describe('the NUL character in the mint, payment and claim rules', () => {
  it('refuses a mint whose name, description or a file name holds NUL, naming the field (not the unshowable file name)', () => {
    const result = validateMintDraft({ ...MINT, name: 'Wallet\u0000', description: '\u0000', files: [{ name: 'a\u0000.ts', size: 1 }] });
    expect(result).toEqual({
      ok: false,
      error: [
        { field: 'name', code: 'nul-character' },
        { field: 'description', code: 'nul-character' },
        { field: 'files', code: 'nul-character' },
      ],
    });
  });

  it('refuses a note holding NUL, and a claim whose username or handle holds it', () => {
    expect([
      validatePaymentDraft({ ...PAYMENT, note: 'Thanks\u0000' }),
      createClaim({ ...CLAIM, githubUsername: 'oc\u0000to' }, 0, 'alice'),
      createClaim({ ...CLAIM, handcashHandle: '$\u0000' }, 0, 'alice'),
    ]).toEqual([
      { ok: false, error: 'note-nul-character' },
      { ok: false, error: { code: 'nul-character' } },
      { ok: false, error: { code: 'nul-character' } },
    ]);
  });

  it('refuses NUL anywhere in any of those texts', () => {
    fc.assert(
      fc.property(textWithNul, fc.constantFrom('name', 'description', 'file'), (text, where) => {
        const draft = where === 'file' ? { ...MINT, files: [{ name: `${text}.ts`, size: 1 }] } : { ...MINT, [where]: text };
        const mint = validateMintDraft(draft);
        const note = validatePaymentDraft({ ...PAYMENT, note: text });
        const claim = createClaim({ ...CLAIM, githubUsername: `${text}x` }, 0, 'alice');
        return !mint.ok && mint.error.some((error) => error.code === 'nul-character') && !note.ok && !claim.ok;
      }),
    );
  });

  it('never accepts a mint, payment or claim whose kept text holds NUL, whatever was typed', () => {
    fc.assert(
      fc.property(anyText, anyText, (typed, other) => {
        const accepted = [
          validateMintDraft({ ...MINT, name: typed, description: `${other}x`, files: [{ name: `${other}.ts`, size: 1 }] }),
          validatePaymentDraft({ ...PAYMENT, note: typed }),
          createClaim({ ...CLAIM, githubUsername: `${typed}x`, handcashHandle: `${other}y` }, 0, 'alice'),
        ].flatMap((result) => (result.ok ? [result.value] : []));
        return accepted.every((value) => !keptText(value).includes('\\u0000'));
      }),
    );
  });
});
