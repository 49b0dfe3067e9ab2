/** Installs the named Debian packages whose `provides` file is missing (apt-get). */
export function ensureDebianPackages(packages: { name: string; provides: string }[]): void;
