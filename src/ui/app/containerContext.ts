import type { Container } from 'inversify';
import { createContext } from 'react';

/** The dependency container of this app, given by the composition root (or a test). */
export const ContainerContext = createContext<Container | null>(null);
