import { useActiveMatcher, type useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, useLinkNavigate } from '@rspress/core/theme';
import { type MouseEvent, useRef } from 'react';
import HydrateLater from '../../../plugins/progressive-hydration/HydrateLater';
import {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
  SidebarDivider,
  SidebarItem,
  SidebarItemRaw,
  SidebarSectionHeader,
} from '../../rspress-internals';

export type SidebarData = ReturnType<typeof useSidebarDynamic>[0];
export type SetSidebarData = ReturnType<typeof useSidebarDynamic>[1];
type Group = Extract<SidebarData[number], { items: unknown[] }>;

/** How many entries of a group hydrate in one task: a section's group holds up to fifty. */
const ENTRIES_PER_TASK = 10;

const CollapsibleIcon = ({ collapsed }: { collapsed: boolean }) => (
  <div
    style={{
      cursor: 'pointer',
      transition: 'transform 0.2s ease-out',
      transform: collapsed ? 'rotate(0deg)' : 'rotate(90deg)',
    }}
  >
    <SvgWrapper icon={IconArrowRight} />
  </div>
);

/**
 * One entry of the sidebar, by kind, as Rspress 2.0.22 renders it; `id` is its position (`0-3` is the fourth
 * entry of the first group), which a group needs to collapse itself.
 */
export function SidebarEntry({
  entry,
  id,
  depth,
  setSidebarData,
  className,
}: {
  entry: SidebarData[number];
  id: string;
  depth: number;
  setSidebarData: SetSidebarData;
  className?: string;
}) {
  if (isSidebarDivider(entry)) return <SidebarDivider depth={depth} dividerType={entry.dividerType} />;
  if (isSidebarSectionHeader(entry)) {
    return <SidebarSectionHeader icon={entry.icon} sectionHeaderText={entry.sectionHeaderText} tag={entry.tag} />;
  }
  if (isSidebarGroup(entry)) {
    return (
      <SidebarGroup id={id} depth={depth} item={entry as Group} setSidebarData={setSidebarData} className={className} />
    );
  }
  return <SidebarItem item={entry} depth={depth} className={className} />;
}

/**
 * Rspress 2.0.22's sidebar group, but its entries hydrate ten at a time, each ten in a task of their own
 * (plugins/progressive-hydration), instead of the whole group at once; a collapsed group renders its entries only
 * once opened, and while closed they cannot be focused.
 */
export function SidebarGroup(props: {
  item: Group;
  depth: number;
  id: string;
  setSidebarData: SetSidebarData;
  className?: string;
}) {
  const activeMatcher = useActiveMatcher();
  const { item, depth, id, setSidebarData, className } = props;
  const navigate = useLinkNavigate();
  const active = item.link && activeMatcher(item.link);
  const { collapsed = false, collapsible = true } = item;
  const toggleCollapse = () => {
    setSidebarData((sidebarData) => {
      const newSidebarData = [...sidebarData];
      const indexes = id.split('-').map(Number);
      const initialIndex = indexes.shift() as number;
      let current = newSidebarData[initialIndex] as SidebarData[number];
      for (const index of indexes) current = (current as Group).items[index] as SidebarData[number];
      if ('items' in current) current.collapsed = !current.collapsed;
      return newSidebarData;
    });
  };
  // A collapsed group's entries are rendered once it is first opened, not before: a section can hold hundreds of
  // entries in collapsed groups, which every page of the section would otherwise pre-render and hydrate.
  const opened = useRef(!collapsed);
  if (!collapsed) opened.current = true;
  const entries = opened.current ? (item.items ?? []) : [];
  const chunks: (typeof entries)[] = [];
  for (let start = 0; start < entries.length; start += ENTRIES_PER_TASK) {
    chunks.push(entries.slice(start, start + ENTRIES_PER_TASK));
  }
  return (
    <>
      <SidebarItemRaw
        active={Boolean(active)}
        link={item.link}
        icon={item.icon}
        tag={item.tag}
        text={item.text}
        context={item.context}
        className={['rp-sidebar-group', className].filter(Boolean).join(' ')}
        depth={depth}
        onClick={(e: MouseEvent) => {
          if (!active && item.link && !collapsed) return void navigate(item.link);
          if (item.link) {
            e.stopPropagation();
            navigate(item.link).then(() => {
              collapsible && toggleCollapse();
            });
            return;
          }
          e.stopPropagation();
          collapsible && toggleCollapse();
        }}
        right={collapsible && <CollapsibleIcon collapsed={collapsed} />}
      />
      <div
        style={{
          display: 'grid',
          gridTemplateRows: collapsed ? '0fr' : '1fr',
          transition: 'grid-template-rows 0.2s ease-out',
        }}
      >
        {/* Closed, its entries are out of reach: not focusable, not read out. */}
        <div style={{ overflow: 'hidden' }} inert={collapsed || undefined}>
          {chunks.map((chunk, chunkIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the chunks are fixed slices of the group's entries.
            <HydrateLater key={chunkIndex}>
              {chunk.map((entry, offset) => {
                const index = chunkIndex * ENTRIES_PER_TASK + offset;
                return (
                  <SidebarEntry
                    key={index}
                    entry={entry}
                    id={`${id}-${index}`}
                    depth={depth + 1}
                    setSidebarData={setSidebarData}
                    className="rp-sidebar-item--group-item"
                  />
                );
              })}
            </HydrateLater>
          ))}
        </div>
      </div>
    </>
  );
}
