// H5 keeps NutUI's own `<i>` element for icons (host-tag.ts switches the mini-programs to `view`).
export {}
