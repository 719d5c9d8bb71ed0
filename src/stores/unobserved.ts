import { makeAutoObservable, type AnnotationsMap } from 'mobx'

/** A member of `T` that an annotation may name: a public one, or one of the private ones listed in `Private`. */
type MemberOf<T, Private extends PropertyKey> = Exclude<keyof T, 'toString'> | Private

/**
 * `makeAutoObservable(store)` with the named members left plain: resources (observable on their own), timers,
 * constructor arguments and callbacks are not a store's state. Each name is checked against the store, so a
 * misspelt or removed member is a compile error. `keyof` cannot see private members: the store lists the
 * private ones it names in `Private`, as makeAutoObservable's own second type argument asks.
 */
export function makeAutoObservableExcept<T extends object, Private extends PropertyKey = never>(
  store: T,
  ...unobserved: MemberOf<T, Private>[]
): void {
  // fromEntries types its keys as string; the entries are exactly the checked names.
  const overrides = Object.fromEntries(unobserved.map((key) => [key, false])) as AnnotationsMap<T, Private>
  makeAutoObservable<T, Private>(store, overrides)
}
