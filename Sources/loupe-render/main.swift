print("loupe-render")
