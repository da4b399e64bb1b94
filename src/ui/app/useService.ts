import { useContext } from 'react';
import type { ServiceClass, Token } from '../../ports/token';
import { ContainerContext } from './containerContext';


/** Resolves a service of the container; its type follows from the token. The one place the UI touches the container. */
export function useService<T>(key: Token<T> | ServiceClass<T>): T {
  const container = useContext(ContainerContext);
  if (container === null) throw new Error('useService needs a ContainerContext provider above it');
  return container.get<T>(key) as T;
}
