/** Vendor JS-SDKs exist only for H5 inside WeChat or Douyin/Toutiao webviews; see vendor.h5.ts. */
export function addVendorScripts(): void {}
