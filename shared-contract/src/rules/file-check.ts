/** What a FilePicker accepts: MIME types, and the file-name endings that stand for them. */
export type FileRules = {
  /** MIME types, e.g. `['image/jpeg', 'application/pdf']`. */
  types: readonly string[];
  maxBytes: number;
  /** Thai messages; by default built from the types and the size. */
  messages?: Partial<FileMessages>;
};

export type FileMessages = { badType: string; tooLarge: string };

const TYPE_NAMES: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'application/pdf': 'PDF',
};

const TYPE_ENDINGS: Record<string, RegExp> = {
  'image/jpeg': /\.jpe?g$/i,
  'image/png': /\.png$/i,
  'image/webp': /\.webp$/i,
  'image/gif': /\.gif$/i,
  'application/pdf': /\.pdf$/i,
};

/** '1.2 MB', '350 KB': a file's size for people. */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    const mb = bytes / (1024 * 1024);
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 'JPEG, PNG หรือ PDF': the accepted kinds, the Thai way of listing them. */
export function typeList(types: readonly string[]): string {
  const names = types.map((type) => TYPE_NAMES[type] ?? type);
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} หรือ ${names[names.length - 1]}`;
}

export function fileMessages(rules: FileRules): FileMessages {
  return {
    badType: rules.messages?.badType ?? `ไฟล์ต้องเป็น ${typeList(rules.types)}`,
    tooLarge: rules.messages?.tooLarge ?? `ไฟล์ต้องมีขนาดไม่เกิน ${formatFileSize(rules.maxBytes)}`,
  };
}

function allowedType(file: File, types: readonly string[]): boolean {
  if (types.includes(file.type)) return true;
  // Some phones give no type at all: a file named like an accepted kind goes on, and the server
  // judges its bytes.
  return file.type === '' && types.some((type) => TYPE_ENDINGS[type]?.test(file.name));
}

/**
 * The browser's first look at a chosen file: null when it may be sent, else the Thai reason.
 * Only a courtesy before the upload: the server still decides by the file's bytes.
 */
export function checkFile(file: File, rules: FileRules): string | null {
  const messages = fileMessages(rules);
  if (!allowedType(file, rules.types)) return messages.badType;
  if (file.size > rules.maxBytes) return messages.tooLarge;
  return null;
}
