// Firebase Hosting's globs as regular expressions (no Vite here: tests import it under Jest).

/** A Firebase Hosting glob (`**`, `*`, `?`, `{a,b}`) as a regular expression over the URL path. */
export function globToRegExp(glob: string): RegExp {
  const pattern = glob.startsWith('/') || glob.startsWith('**') ? glob : `/${glob}`;
  let out = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      // `/**` also matches the directory itself; `**` alone matches everything.
      out += '.*';
      i++;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',') out += '|';
    else out += c.replace(/[.+^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}
