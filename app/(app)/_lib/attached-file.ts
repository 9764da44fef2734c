import 'server-only';

// The hidden inputs that components/uploads adds to a record form, as extra input for saveForm. Only the
// shape is converted here; the resource's schema and service check the values (and that the key is the
// caller's own).

const textOf = (fd: FormData, name: string): string => {
  const v = fd.get(name);
  return typeof v === 'string' ? v.trim() : '';
};

/** A document's file fields (credential, tax home document); nothing when no file was attached. */
export function documentFile(fd: FormData): Record<string, string | number | null> {
  const key = textOf(fd, 'objstore_key');
  if (!key) return {};
  const size = textOf(fd, 'file_size');
  return {
    objstore_key: key,
    file_name: textOf(fd, 'file_name') || null,
    content_type: textOf(fd, 'content_type') || null,
    file_size: /^\d{1,9}$/.test(size) ? Number(size) : null,
  };
}

/** One key field (`receipt_objstore_key`, `contract_objstore_key`); nothing when none was attached. */
export function fileKey(fd: FormData, name: string): Record<string, string> {
  const key = textOf(fd, name);
  return key ? { [name]: key } : {};
}
