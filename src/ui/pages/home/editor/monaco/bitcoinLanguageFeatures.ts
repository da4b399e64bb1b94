import type * as Monaco from 'monaco-editor';
import { snippetPrefixStart } from '../../../../../domain/editor/snippetPrefix';
import { hoverHelpFor } from './hoverHelp.texts';
import { EDITOR_SNIPPETS } from './snippets.texts';

/** Languages that offer the Bitcoin snippets as completions. */
const SNIPPET_LANGUAGES = ['javascript', 'typescript', 'sol'];
/** Languages whose words show Bitcoin hover help. */
const HOVER_LANGUAGES = [...SNIPPET_LANGUAGES, 'markdown', 'json', 'plaintext'];

function registerSnippets(monaco: typeof Monaco, language: string): void {
  monaco.languages.registerCompletionItemProvider(language, {
    provideCompletionItems: (model, position) => {
      // The whole typed name, dashes included, is replaced: not just the word after the last dash.
      const start = snippetPrefixStart(model.getLineContent(position.lineNumber), position.column);
      const range = new monaco.Range(position.lineNumber, start, position.lineNumber, position.column);
      return {
        suggestions: EDITOR_SNIPPETS.map((snippet) => ({
          label: snippet.name,
          kind: monaco.languages.CompletionItemKind.Snippet,
          detail: snippet.description,
          documentation: snippet.description,
          insertText: snippet.body,
          insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet,
          range,
        })),
      };
    },
  });
}

function registerHoverHelp(monaco: typeof Monaco, language: string): void {
  monaco.languages.registerHoverProvider(language, {
    provideHover: (model, position) => {
      const word = model.getWordAtPosition(position);
      const help = word === null ? null : hoverHelpFor(word.word);
      if (word === null || help === null) return null;
      return {
        range: new monaco.Range(position.lineNumber, word.startColumn, position.lineNumber, word.endColumn),
        contents: [{ value: help }],
      };
    },
  });
}

/** Registers the snippet completions and hover help (spec section 2). Call once: providers add up. */
export function registerBitcoinLanguageFeatures(monaco: typeof Monaco): void {
  for (const language of SNIPPET_LANGUAGES) registerSnippets(monaco, language);
  for (const language of HOVER_LANGUAGES) registerHoverHelp(monaco, language);
}
