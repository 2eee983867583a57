/** Spec §2 "video-conference": the video feature's page (src/video). */
export { default } from '../../video/VideoConferencePage';
