import type { Db } from './connect'

/** A repository class: every one is built on a connection, the shared one or a transaction. */
export type RepositoryClass<R = unknown> = new (db: Db) => R

/** The repositories of a unit of work, named as the module names them. */
export type Repos<C extends Record<string, RepositoryClass>> = { readonly [K in keyof C]: InstanceType<C[K]> }

export interface UnitOfWork<C extends Record<string, RepositoryClass>> {
  /** On the shared connection: for reads and single statements that need no transaction. */
  readonly repos: Repos<C>
  /**
   * Runs `fn` in one transaction with the same repositories bound to it, so nothing it writes commits unless all
   * of it does. `trx` is for what is not a repository of this module: staging a job, another module's step.
   */
  transaction<T>(fn: (repos: Repos<C>, trx: Db) => Promise<T>): Promise<T>
  /** The same repositories on a transaction another module opened and handed over, to write within it. */
  on(trx: Db): Repos<C>
}

/**
 * A module's repositories and the one way to get them bound to a transaction. A repository built by hand inside a
 * transaction on the wrong connection would run outside it without any error; building them here, once per
 * connection, leaves no such choice to the service.
 */
export function unitOfWork<C extends Record<string, RepositoryClass>>(db: Db, classes: C): UnitOfWork<C> {
  const bind = (conn: Db) => {
    const repos: Partial<Record<keyof C, unknown>> = {}
    for (const name of Object.keys(classes) as (keyof C)[]) repos[name] = new classes[name](conn)
    return repos as Repos<C>
  }
  return {
    repos: bind(db),
    transaction: (fn) => db.transaction().execute((trx) => fn(bind(trx), trx)),
    on: bind,
  }
}
