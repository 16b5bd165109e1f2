/**
 * The layout checks, run inside the page in one `page.evaluate` per width and theme. Self-contained
 * (Playwright sends the function's source to the page): nothing here may use outer names.
 * Each returns lines describing what is wrong, empty when the layout is right.
 */
export interface LayoutChecks {
  header: boolean;
  codeWraps: boolean;
  overflow: boolean;
  copyButtons: boolean;
  subnav: boolean;
}

export function layoutProblems(checks: LayoutChecks): string[] {
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const round = (value: number) => Math.round(value);
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = element.getAttribute('aria-label') ?? text;
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${label}"`;
  };
  const visible = (element: Element) => {
    const rect = element.getBoundingClientRect();
    if (rect.width < 1 || rect.height < 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && Number(style.opacity) > 0.05;
  };
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;

  if (checks.header) {
    // Every control of the header, not nested in another (a link's icon is part of the link).
    const controls = [...document.querySelectorAll('header a[href], header button')].filter(
      (element) => visible(element) && !element.parentElement?.closest('header a[href], header button'),
    );
    for (let i = 0; i < controls.length; i += 1) {
      const a = controls[i].getBoundingClientRect();
      if (a.left < -0.5 || a.right > width + 0.5)
        problems.push(`header: ${describe(controls[i])} is cut by the window`);
      for (let j = i + 1; j < controls.length; j += 1) {
        if (overlap(a, controls[j].getBoundingClientRect())) {
          problems.push(`header: ${describe(controls[i])} overlaps ${describe(controls[j])}`);
        }
      }
    }
  }

  if (checks.codeWraps) {
    // A line that ends between two letters or digits (or hyphens, in code) breaks a word. That is
    // allowed only for a word wider than the whole column it is in (the browser's last resort), never
    // to squeeze a column or a rail.
    const word = /[\p{L}\p{N}_$]/u;
    // In code a hyphen joins a word too: `--save-dev` breaks nowhere.
    const codeWord = /[\p{L}\p{N}_$-]/u;
    const midWordBreak = (element: Element): string | undefined => {
      const whole = document.createRange();
      whole.selectNodeContents(element);
      const lines = new Set(
        [...whole.getClientRects()].filter((rect) => rect.width > 0).map((rect) => round(rect.top)),
      );
      if (lines.size < 2) return undefined;
      // Every character with its box; collapsed white space has none and separates words, as does the
      // edge of a block (a card's label and title).
      const chars: { char: string; rect?: DOMRect }[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const blockOf = (node: Node) => {
        let parent = node.parentElement;
        while (parent && parent !== element && getComputedStyle(parent).display === 'inline')
          parent = parent.parentElement;
        return parent;
      };
      let block: Element | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (blockOf(node) !== block) chars.push({ char: ' ' });
        block = blockOf(node);
        const text = node.textContent ?? '';
        for (let index = 0; index < text.length; index += 1) {
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          chars.push({ char: text[index], rect: range.getClientRects()[0] });
        }
      }
      const letters = element.closest('code') ? codeWord : word;
      const inWord = (index: number) => Boolean(chars[index]?.rect) && letters.test(chars[index].char);
      // The width a word may take: the line's, or the article's for a table cell (a column must grow).
      let container: Element | null = element.closest('td, th') ? element.closest('.page__body') : element;
      while (container && getComputedStyle(container).display === 'inline') container = container.parentElement;
      const style = container && getComputedStyle(container);
      // Inline code takes its own padding onto the line: a word must fit with it to stay whole.
      const code = element.closest('code');
      const codePadding = code
        ? parseFloat(getComputedStyle(code).paddingLeft) + parseFloat(getComputedStyle(code).paddingRight)
        : 0;
      const column = container
        ? container.clientWidth - parseFloat(style!.paddingLeft) - parseFloat(style!.paddingRight) - codePadding
        : Infinity;
      for (let index = 1; index < chars.length; index += 1) {
        const [before, after] = [chars[index - 1], chars[index]];
        if (!inWord(index - 1) || !inWord(index) || after.rect!.top <= before.rect!.top + 2) continue;
        let start = index - 1;
        let end = index;
        while (inWord(start - 1)) start -= 1;
        while (inWord(end + 1)) end += 1;
        const wordWidth = chars.slice(start, end + 1).reduce((sum, item) => sum + item.rect!.width, 0);
        const name = chars
          .slice(start, end + 1)
          .map((item) => item.char)
          .join('');
        if (wordWidth < column) return `"${name}" (${round(wordWidth)}px, in a ${round(column)}px column) is broken`;
      }
      return undefined;
    };
    const names = document.querySelectorAll(
      '.page__body :not(pre) > code, .page__body :is(h2, h3, h4), .sidebar a, .toc a, .subnav a, .pager a',
    );
    for (const element of names) {
      const broken = visible(element) ? midWordBreak(element) : undefined;
      if (broken) problems.push(`wrap: ${broken} in ${describe(element)}`);
    }
  }

  if (checks.overflow) {
    const scrolling = document.scrollingElement as HTMLElement;
    if (scrolling.scrollWidth > scrolling.clientWidth + 1) {
      // Name the culprits: visible elements past the right edge that no scroll container holds.
      const clipped = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 1 && visible(element) && !clipped(element))
        .slice(0, 5)
        .map(describe);
      problems.push(
        `overflow: the page scrolls sideways (${scrolling.scrollWidth} > ${width}): ${culprits.join(', ')}`,
      );
    }
    // Inside the article: nothing spills past its column onto the rails (tables and code scroll).
    const body = document.querySelector('.page__body');
    if (body) {
      const right = body.getBoundingClientRect().right;
      for (const element of body.querySelectorAll(':scope > *, :not(pre) > code, img, :is(h2, h3, h4)')) {
        if (element.closest('.table-wrap, pre') && !element.matches('.table-wrap')) continue;
        const rect = element.getBoundingClientRect();
        if (rect.width > 0 && rect.right > right + 1) {
          problems.push(`overflow: ${describe(element)} spills ${round(rect.right - right)}px out of the article`);
        }
      }
    }
  }

  if (checks.copyButtons) {
    for (const block of document.querySelectorAll('.code-block')) {
      const button = block.querySelector('.code-block__copy');
      if (!button || !visible(button)) continue;
      const area = button.getBoundingClientRect();
      const range = document.createRange();
      for (const text of block.querySelectorAll('pre, .code-block__title')) {
        range.selectNodeContents(text);
        const covered = [...range.getClientRects()].some((rect) => rect.width > 0 && overlap(rect, area));
        if (covered) problems.push(`copy: the Copy button covers the text of ${describe(text)}`);
      }
    }
  }

  if (checks.subnav) {
    const list = document.querySelector('.subnav__list');
    if (list) {
      const box = list.getBoundingClientRect();
      for (const item of list.querySelectorAll('li')) {
        const rect = item.getBoundingClientRect();
        const cutBefore = rect.left < box.left - 0.5 && rect.right > box.left + 0.5;
        const cutAfter = rect.left < box.right - 0.5 && rect.right > box.right + 0.5;
        if ((cutBefore && !list.closest('[data-more-before]')) || (cutAfter && !list.closest('[data-more-after]'))) {
          problems.push(`subnav: ${describe(item)} is cut at the edge of the row, with no fade`);
        }
      }
    }
  }
  return problems;
}

/** Whether the sub-navigation's fades agree with where its row is scrolled (they follow a frame late). */
export function subnavSettled(): boolean {
  const list = document.querySelector('.subnav__list');
  if (!list) return true;
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  return Boolean(list.closest('[data-more-before]')) === before && Boolean(list.closest('[data-more-after]')) === after;
}
