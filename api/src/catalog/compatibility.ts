import semver from 'semver';

export interface VersionRanges {
  kernel_range: string | null;
  react_range: string | null;
}

export interface ShellVersions {
  kernel_version: string;
  react_version: string;
}

/**
 * Why the live shell cannot load a remote built for these ranges (Thai, then English, so a deploy
 * log reads it too), or null when it can. An unknown shell or an absent range checks nothing.
 */
export function incompatibility(ranges: VersionRanges, shell: ShellVersions | undefined): string | null {
  if (!shell) return null;
  const problems: string[] = [];
  const check = (label: string, range: string | null, version: string) => {
    if (!range) return;
    if (!semver.validRange(range)) {
      problems.push(`ช่วงเวอร์ชัน ${label} "${range}" ไม่ถูกต้อง (invalid ${label} range "${range}")`);
    } else if (!semver.satisfies(version, range, { includePrerelease: true })) {
      problems.push(
        `รีโมตนี้สร้างมาสำหรับ ${label} ${range} แต่เชลล์ที่ใช้งานอยู่เป็น ${version} ` +
          `(built for ${label} ${range}, the live shell has ${version})`,
      );
    }
  };
  check('shared-kernel', ranges.kernel_range, shell.kernel_version);
  check('react', ranges.react_range, shell.react_version);
  return problems.length ? problems.join('; ') : null;
}
