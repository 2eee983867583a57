import { TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';
import { embedded, listenToHost, reportHungUp, reportState } from './host-bridge';
import { VideoRoom } from './room';
import { RoomUi } from './room-ui';
import { roomTexts as m } from './texts';

/**
 * The conference frame (/video-room/{callId}): a page of its own, no framework. The host page drives it
 * with postMessage commands and hears its state back; opened directly, it shows its own buttons.
 */
const ui = new RoomUi();
const callId = decodeURIComponent(location.pathname.replace(/^\/video-room\//, '').replace(/\/+$/, ''));
const token = localStorage.getItem(TOKEN_STORAGE_KEY);

if (!callId || callId.includes('/')) ui.setStatus(m.noCall);
else if (!token) ui.setStatus(m.noToken);
else {
  const renderControls = embedded() ? null : ui.showControls((command) => room.command(command));
  const room: VideoRoom = new VideoRoom(callId, token, ui, {
    onState(state) {
      reportState(state);
      renderControls?.(state);
    },
    onHungUp: reportHungUp,
  });
  listenToHost((command) => room.command(command));
  (window as unknown as { pusulaVideoRoom: unknown }).pusulaVideoRoom = {
    state: () => room.state,
    stats: () => room.stats(),
  };
  room.start();
  window.addEventListener('pagehide', () => room.command('hangup'));
}
