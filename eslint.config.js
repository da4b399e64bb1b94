// Lint rules the type checker and the dependency rules do not cover (see README, "Architecture").
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const SIDE_EFFECTS_IN_CORE = [
  { name: 'localStorage', message: 'Storage reaches the core through the KeyValueStore port.' },
  { name: 'sessionStorage', message: 'Storage reaches the core through the KeyValueStore port.' },
  { name: 'fetch', message: 'Network calls belong in an adapter.' },
  { name: 'window', message: 'Browser globals belong in adapters or the UI.' },
  { name: 'document', message: 'Browser globals belong in adapters or the UI.' },
  { name: 'setTimeout', message: 'Time reaches the core through the Clock port.' },
  { name: 'setInterval', message: 'Time reaches the core through the Clock port.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server*/**', 'node_modules/**', 'tests/architecture/fixtures/**', 'test-results/**', '.stryker-tmp/**', 'reports/**'] },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { '@typescript-eslint': tseslint.plugin, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts', 'src/ports/**/*.ts', 'src/application/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...SIDE_EFFECTS_IN_CORE],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Time comes from the Clock port.' },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time comes from the Clock port.' },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: 'Randomness comes from the Random port.' },
      ],
    },
  },
);
