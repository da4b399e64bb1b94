import type { Container, ServiceIdentifier } from 'inversify';
import type { ServiceClass, Token } from '../ports/token';

/** Anything that resolves services: the container, or a binding's resolution context. */
interface Resolver {
  get<T>(key: ServiceIdentifier<T>): T;
}


/** The typed way to ask for a service: the key decides the type. */
export type Get = <T>(key: Token<T> | ServiceClass<T>) => T;

/** The service behind `key`, typed by the key, so a binding cannot ask for the wrong kind of service. */
export const resolve = <T>(resolver: Resolver, key: Token<T> | ServiceClass<T>): T => resolver.get<T>(key);

/**
 * Binds a store or use case (its class, or a typed token for an instance of a generic class) to one instance made
 * by `create` on first use; `get` resolves what it needs.
 */
export function bindService<T>(container: Container, key: Token<T> | ServiceClass<T>, create: (get: Get) => T): void {
  container
    .bind<T>(key)
    .toDynamicValue((context) => create((dependency) => resolve(context, dependency)))
    .inSingletonScope();
}
