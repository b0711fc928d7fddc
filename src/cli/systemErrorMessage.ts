/**
 * A sentence for an operating-system error that reached the command line unhandled (disk full, a path through a
 * file, no permission, ...): what happened, where, and what to do. Null for other errors.
 */
export function systemErrorMessage(error: unknown): string | null {
  const e = error as NodeJS.ErrnoException | null;
  if (e === null || typeof e !== 'object' || typeof e.code !== 'string') return null;
  const where = typeof e.path === 'string' ? ` (${e.path.slice(0, 300)})` : '';
  switch (e.code) {
    case 'ENOSPC':
      return `the disk is full${where}. Free some space and run the command again; nothing partial was kept.`;
    case 'EDQUOT':
      return `the disk quota is used up${where}. Free some space and run the command again.`;
    case 'ENOTDIR':
      return `a part of the path is a file, not a folder${where}. Check the path.`;
    case 'EISDIR':
      return `a folder was found where a file was expected${where}. Check the path.`;
    case 'EPERM':
    case 'EACCES':
      return `permission denied${where}. Check the permissions of the file or folder, or run from a folder you own.`;
    case 'EROFS':
      return `the file system is read-only${where}. Choose a writable folder.`;
    case 'ENAMETOOLONG':
      return `a path is too long for the file system${where}. Use a shorter folder or file name.`;
    case 'EMFILE':
    case 'ENFILE':
      return 'too many files are open at once. Close other programs or raise the open-file limit, then run again.';
    case 'ELOOP':
      return `a symbolic link loop was found${where}. Remove the looping link.`;
    case 'ENOENT':
      return `a file or folder does not exist${where}. Check the path.`;
    case 'EIO':
      return `the disk reported a read or write error${where}. Check the disk.`;
    default:
      return null;
  }
}
