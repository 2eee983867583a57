/** Spec §2 "/video-lobby": the video feature's page (src/video). */
export { default } from '../../video/VideoLobbyPage';
