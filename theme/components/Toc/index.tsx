import { useActiveAnchor, useDynamicToc } from '@rspress/core/theme-original';
import HydrateLater from '../../../plugins/progressive-hydration/HydrateLater';
import { TocItem } from '../../rspress-internals';

const BASE_HEADER_LEVEL = 2;
/** Entries per part. The expect reference lists 138 headings: hydrating them in one go was a long task. */
const ENTRIES_PER_PART = 24;

/**
 * Rspress 2.0.22's outline list, with its entries hydrating in parts, each in a task of its own after the
 * rest of the page (plugins/progressive-hydration).
 */
export function Toc() {
  const headers = useDynamicToc();
  const { activeAnchorId } = useActiveAnchor(headers);
  const parts: (typeof headers)[] = [];
  for (let start = 0; start < headers.length; start += ENTRIES_PER_PART) {
    parts.push(headers.slice(start, start + ENTRIES_PER_PART));
  }
  return (
    <>
      {parts.map((part, partIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts are positions in the list, as Rspress keys its entries.
        <HydrateLater key={partIndex}>
          {part.map((header) => (
            <TocItem
              key={`${header.depth}_${header.id}`}
              baseHeaderLevel={BASE_HEADER_LEVEL}
              header={header}
              active={activeAnchorId === header.id}
            />
          ))}
        </HydrateLater>
      ))}
    </>
  );
}
