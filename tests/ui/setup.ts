import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Lazy routes resolve asynchronously; on a loaded two-core CI machine the default 1 s wait is too short.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
