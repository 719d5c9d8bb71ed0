/** A console list's page as its query string gave it (the schema has checked the digits), with the defaults. */
export const pageOf = (query: { page?: string; pageSize?: string }) => ({
  page: Number(query.page ?? '1'),
  pageSize: Number(query.pageSize ?? '20'),
})

/** A digit-string filter of a query string as a number; undefined when it was not given. */
export const numberOf = (text: string | undefined): number | undefined => (text === undefined ? undefined : Number(text))
