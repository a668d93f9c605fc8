#!/usr/bin/env bash
# Makes the demo schools' clip (their feed videos and external live stream play it; a video lesson plays its own
# narrated lecture, make-lectures.ts): a school's first lecture again, as adaptive HLS of its own (four renditions,
# labelled as SPEC.md section 9 says, 4 s segments with the voice in each, as a live stream is cut) with its English
# captions. Run by hand after make-lectures.ts (Debian: apt-get install ffmpeg); its small output is committed under
# content/lesson-media/ and the seed uploads it to R2. Nothing is downloaded.
# Decisions: docs/decisions/0025-lesson-media-and-signed-urls.md, 0072-narrated-lectures.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
OUT=content/lesson-media

# label name width height video-kbps
RENDITIONS=(
  "Best best 640 360 40"
  "Better better 480 270 28"
  "Good good 320 180 18"
  "Average average 256 144 12"
)

clip() { # slug lectureId
  local slug=$1 lecture=$OUT/$1/lectures/$2
  local dir=$OUT/$slug/video
  rm -rf "$dir"; mkdir -p "$dir"
  {
    echo '#EXTM3U'
    echo '#EXT-X-VERSION:3'
  } > "$dir/master.m3u8"
  for r in "${RENDITIONS[@]}"; do
    read -r label name w h kbps <<<"$r"
    mkdir -p "$dir/$name"
    # The lecture's best picture and its English voice, muxed: one stream per rendition, as a live one comes.
    ffmpeg -hide_banner -loglevel error -y \
      -i "concat:$lecture/best/init.mp4|$lecture/best/00.m4s" \
      -i "concat:$lecture/audio-en/init.mp4|$lecture/audio-en/00.m4s" \
      -map 0:v -map 1:a -vf "scale=${w}:${h}" \
      -c:v libx264 -profile:v baseline -preset veryfast -b:v "${kbps}k" -maxrate "${kbps}k" -bufsize "$((kbps * 2))k" \
      -r 4 -g 16 -keyint_min 16 -sc_threshold 0 \
      -c:a aac -b:a 16k -ac 1 -ar 22050 \
      -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_filename "$dir/$name/%02d.ts" "$dir/$name/index.m3u8"
    local bw=$(((kbps + 24) * 1000))
    echo "#EXT-X-STREAM-INF:BANDWIDTH=${bw},RESOLUTION=${w}x${h},CODECS=\"avc1.42c01e,mp4a.40.2\",NAME=\"${label}\"" >> "$dir/master.m3u8"
    echo "$name/index.m3u8" >> "$dir/master.m3u8"
  done
  cp "$lecture/captions-en.vtt" "$dir/captions.vtt"
}

# Each school's first lecture: the opening lesson of its first course.
clip nova-academy 5017001
clip harbor-code 5027001
clip atelier-lingua 5037001
du -sh "$OUT"/*/video
