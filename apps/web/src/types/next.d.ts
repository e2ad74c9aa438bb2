// Next's ambient types (CSS modules, images), also referenced by the generated next-env.d.ts.
// Kept here so `tsc` passes on a fresh checkout, before any `next build` has generated that file.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
