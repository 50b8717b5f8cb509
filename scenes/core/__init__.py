"""The app's frame: the loop, the scene stack and flow, clocks, the viewport, resources."""
