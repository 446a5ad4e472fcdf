import { ArrivalKitUpkeep } from '../shared/arrival-kit/kit-upkeep';
import { InstallHint } from './install-hint';
import { useInstallPrompt } from './use-install-prompt';

/**
 * What only the hosted portal (`arrival-kit`) adds to the shell: the upkeep of the kits kept on the phone and
 * the install hint on the trips list. Loaded on its own chunk right after the first render: an embedded
 * portal downloads none of it, and the browser's install offer comes only after the page's load event.
 */
export function HostedExtras({ tripsList }: { tripsList: boolean }) {
  const install = useInstallPrompt(true);
  return (
    <>
      <ArrivalKitUpkeep />
      {tripsList ? <InstallHint {...install} /> : null}
    </>
  );
}
