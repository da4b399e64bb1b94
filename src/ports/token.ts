declare const serviceType: unique symbol;

/**
 * The key of a service in the container, carrying the service's type: `useService(Clock)` is a `Clock`, and
 * `useService<Clock>(RuntimeConfig)` does not compile. Give the token the name of its interface, so one import
 * serves as type and key.
 */
export type Token<T> = symbol & { readonly [serviceType]?: T };

/** A new token for the service `T`, described by `name` in error messages. */
export const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** A store or use case class bound to itself in the container: its own key. */
export type ServiceClass<T> = new (...args: any[]) => T;
