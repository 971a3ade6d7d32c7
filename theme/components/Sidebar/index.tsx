import { useSidebarDynamic } from '@rspress/core/runtime';
import HydrateLater from '../../../plugins/progressive-hydration/HydrateLater';
import { type SetSidebarData, type SidebarData, SidebarEntry } from './SidebarGroup';

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
          <SidebarEntry entry={item} id={String(index)} depth={0} setSidebarData={setSidebarData} />
        </HydrateLater>
      ))}
    </>
  );
}
