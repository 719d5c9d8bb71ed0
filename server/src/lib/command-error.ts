/** An operator command's mistake (bad argument, unknown id): its message says what to fix and is printed as it is. */
export class CommandError extends Error {}
