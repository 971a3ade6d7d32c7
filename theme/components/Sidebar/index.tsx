import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarItem } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import {
  isSidebarDivider,
  isSidebarGroup,
  isSidebarSectionHeader,
} from '@rspress/core/dist/theme/components/Sidebar/utils.js';
import { useSidebarDynamic } from '@rspress/core/runtime';
import HydrateLater from '../../../plugins/progressive-hydration/HydrateLater';
import { SidebarGroup } from './SidebarGroup';

type SidebarData = ReturnType<typeof useSidebarDynamic>[0];
type SetSidebarData = ReturnType<typeof useSidebarDynamic>[1];

/**
 * Rspress 2.0.22's sidebar, with each top-level entry hydrating in a task of its own after the rest of the
 * page (plugins/progressive-hydration): a section's sidebar holds a hundred links or more, and hydrating
 * them all at once was the largest part of the task that hydrates a page.
 */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}

export function SidebarList({
  sidebarData,
  setSidebarData,
}: {
  sidebarData: SidebarData;
  setSidebarData: SetSidebarData;
}) {
  return (
    <>
      {sidebarData.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: Rspress keys its sidebar entries by position too.
        <HydrateLater key={index}>
          <SidebarListItem item={item} index={index} setSidebarData={setSidebarData} />
        </HydrateLater>
      ))}
    </>
  );
}

function SidebarListItem({
  item,
  index,
  setSidebarData,
}: {
  item: SidebarData[number];
  index: number;
  setSidebarData: SetSidebarData;
}) {
  if (isSidebarDivider(item)) return <SidebarDivider depth={0} dividerType={item.dividerType} />;
  if (isSidebarSectionHeader(item)) {
    return <SidebarSectionHeader icon={item.icon} sectionHeaderText={item.sectionHeaderText} tag={item.tag} />;
  }
  if (isSidebarGroup(item))
    return <SidebarGroup id={String(index)} item={item} depth={0} setSidebarData={setSidebarData} />;
  return <SidebarItem item={item} depth={0} />;
}
